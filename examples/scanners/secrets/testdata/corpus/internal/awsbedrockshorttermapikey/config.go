package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                       "https://api.acme.dev/v2",
	"aws_bedrock_short_term_api_key": "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tZJZLgs6K5TrI7b4vXO9kP7Tq1AISYhOBpGVrDOFnKY7qkmRGzkFuQUjHJ1VDcpnNZCrM6QGTrUozWaZOv8buzHYSXfgEmKa/6XRja7m5F0R70dXUouVKft7IbQdwNPLDSrcrxPRoICxQ3Nss1m5CnSvCYv1PI9339oTT+WiOxTw3/JzeBGtCLv+kMHM1+Jn+gKDKQqn2GwYnUHCpF0gn7Tz0AiXMWQHvdhM2LDeY48JPxgSsz6AaXvCOWoDmgjR78Bufc3hN5+ktvhExUkqq8sogXv8iDMvxWGwGiRvXXZRT+tv/Shdg77LDD7clRak5t2pkSuA6wXbUenDD0Cl538JwZr4VQjrev6/2d2qrAmUWOZbkSx095/G1yb05VCU9OJ5jGytU3y2vAhkxHPZ2y6bkrjBD6GlzDVVtkDxwJwkG4Ttax936nUwtuaRT0yOWk61axdpzQ==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
