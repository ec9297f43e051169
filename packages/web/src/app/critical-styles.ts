// Mantine's base styles and variables, before anything else loads. Each component's own styles
// come with the modules that use it (vite-mantine-styles.plugin.ts), so a screen's chunk
// carries the CSS of what it draws.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The primitives other components are built from (buttons, close buttons, loaders), and the
// notifications the provider shows on every screen.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './boot-frame.css';
