package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"facebook_access_token": "EAAw5X0UINwWanzzacQJByHyhSEW7lP7GAZQpqpNLwFRpPLcgMy8kZ6LehXOl2fCjTRBB2Pf3P0zBob5k55ddoNOBYh8QFnOI5vKWlidjQfS03K74yDdqBbxEdgY1E6qrFVhVsnrxiGxuz51PwBTf6Y9x5EQOQFBGY0Z3SrnL4y9uFhIt9x6ofda6cyx",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
