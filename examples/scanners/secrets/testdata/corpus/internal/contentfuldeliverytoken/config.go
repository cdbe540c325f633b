package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"contentful_delivery_token": "_1lZ_1V8ALF6l44cq3I1=xofKXD1TT3Ny8jWS_lB99m",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
