package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"db_password": "wFrYdd3tcMoW75r8rTq8/BrpNP17uduB",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
