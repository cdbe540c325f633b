package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"doppler_token": "dp.scim.xno7QDacYCgsySPuBcLIMjazpyIq5ll4qwOZGrDPNm6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
