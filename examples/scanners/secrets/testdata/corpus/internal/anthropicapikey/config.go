package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"anthropic_api_key": "sk-ant-api03-lOLhsmucZlXMGaFnd4tISShy7aydDodSlToOcT60Hfj4JVHzcRWEI7GLIC21R-Kbt5mX8gxbOFn5RTJRb6qXQSpqIfv1eAA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
