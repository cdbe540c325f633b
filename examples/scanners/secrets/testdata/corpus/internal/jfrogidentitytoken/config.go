package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "o5WrtVWoeyOQRgMNUGT41lGlLOJakCrypLTKD8HaAK64pn3alP6dRGSSxLM1fqOo",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
