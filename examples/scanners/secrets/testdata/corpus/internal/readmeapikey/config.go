package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"readme_api_key": "rdme_7825belj20e7ct4pyr87v8bikhhel4derlynlwd2mi5hyitsi2kefnb5wdh8yz87nv3si4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
