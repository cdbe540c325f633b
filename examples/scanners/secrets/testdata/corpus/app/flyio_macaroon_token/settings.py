import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_MACAROON_TOKEN = "fm1r_TQ7jRBxa/5ZGqJQIxOp6pRo6z9pnLN/5sbs9PeMbcZEaG9/1J9H51Q1Pw945WFd/8YKyjtXA4leOAYU8rmDqZXQxXJRQTolE5Vh5HU=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
