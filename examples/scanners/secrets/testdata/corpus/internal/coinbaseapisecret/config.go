package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"coinbase_api_secret": "klHls36_PX9QvnNM2ckRI5ZI5WqioWgtBhcPCXiJXy5syf9Okz4nvbN6wYxXvyXR",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
