package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"cloudflare_origin_ca_key": "v1.0-ebcc28a79e252bb66c8a7b4a-07cb5d7e147f73fd9d59c4ca6c9a15f603ebf382be7b1440f5242f2a17b78a29977eef546ac91596623180183d9fc461a277be5f0fb1bbb5f54af2b4152b78ac3106654d1e564b8b56",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
