package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "=W52_NuuceIjKuSRaKAJJDG0HCAPhyW=EF2lPJ0fBgnL=M2vmjDXdUNr09cW",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
