package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"coinbase_api_secret": "PxYQbESjuSzYaIGLMXffDRvUJ6kUoAOEdgoPVDldOLl8CoIztCQAcRV5oeQe1AWj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
