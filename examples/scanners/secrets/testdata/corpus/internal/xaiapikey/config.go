package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"xai_api_key": "xai-VhMuo9NO6AjgtqmuTelHp2pMvStSsdBMIFKZR99k5lNQUvK1EcRU6YPkdykhpKR91MPiQIP5YevKJgnN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
