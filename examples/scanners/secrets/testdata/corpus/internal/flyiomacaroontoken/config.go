package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"flyio_macaroon_token": "fm2_bpYUs/nnaP6q1tZI3vy10IOShvlp6df7BRJPDThg4HDvx4Yap7FWkm3UUBGYGipnwrHXqVs8FqolP+KiW3V9pGwVietqv7oFaW0TgPwt",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
