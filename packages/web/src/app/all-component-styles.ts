// Every Mantine component's styles, loaded with the first screen that is not the login page.
import '@mantine/core/styles.css';
