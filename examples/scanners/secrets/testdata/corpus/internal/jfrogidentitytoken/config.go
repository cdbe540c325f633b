package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "i6BBpVyv4sjvOJGx1UWr9pSvKLthKluoJcqg8PUg24BymX2PLCZKtvXMmFaOHcuX",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
