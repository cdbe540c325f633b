package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"flyio_macaroon_token": "fm2_C+3+kF4Q8C/6HrvOFa36zeFY64YMsvaFvn0R5SIPLemLWA+wYOi1fcE6VSlqgcR70Jlcb4IKZt9CM4pBuf8bBogLWzptOm8jSIOtjg6nM44q==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
