package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"contentful_pat": "CFPAT-hZf76ffh7QCqeKaclmzydTN28Yu4wOZoBEvv07a6Vgp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
