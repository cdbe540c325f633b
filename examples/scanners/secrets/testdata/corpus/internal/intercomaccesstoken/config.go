package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "dT30Wyq9sRus=zEu0xl=LWUz5E4dfw3kjOQEMSX__wHtogG73frSun2kwiGR",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
