package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "F6zWaWTWacxwtBhGx9bTadVIXY1Ue1NsYk_wqVeMlBcEJowWtDGW3n5PX=NX",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
