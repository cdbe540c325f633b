package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"flyio_macaroon_token": "fm2_F3iSCyek7U0ulli0uL8o/Lnr1Vc9pa34/QbpStPWM1hcG2ULo2C6DIwXkIIusQ3hWz6yn7hE5d8J9UDVC+3+kF4Q8C/6HrvOFa36zeFY",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
