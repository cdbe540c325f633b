package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"nytimes_api_key": "nThG-jw7bCT5EaiW=a3WqwYJNkiKcshl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
