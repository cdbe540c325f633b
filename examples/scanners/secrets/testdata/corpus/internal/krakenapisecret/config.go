package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kraken_api_secret": "0gi+zvql5kE3i6yBEp+Iy5Ir9ti+rIu7NCgBUfRos+Q47AhH4Dic9Oz++bMuodmniiouIwSFWp7OE0/RyfMgYX==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
