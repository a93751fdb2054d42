import { configure } from '@testing-library/react';

// antd renders asynchronously (motion, portals); give queries room on a 2-core machine.
configure({ asyncUtilTimeout: 5000 });
