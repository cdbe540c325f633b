package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"cloudflare_origin_ca_key": "v1.0-f6bbbf0d5bf789a3988d7a29-85b17d4a2a01dc26d7985f8dd516f536cd6ad0184ddd03d6c8e4e656718122ae2fb99213fc1d72ef9df88bd9c3a95fdbcc4fd45afc35ef7d29f36a2a56c354ae41238974cdcc7617c4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
