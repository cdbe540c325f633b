package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"jfrog_api_key": "AKCp7SjOQ4f6DSFBKcCjgijvdI4hJtqoJzsDD1Z9XXQ2TPA4a1eWnHssN4mJkgrnvEDdPoXXw",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
