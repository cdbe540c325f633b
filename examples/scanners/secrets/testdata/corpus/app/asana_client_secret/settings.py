import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ASANA_CLIENT_SECRET = "z98of42vajrh3g3swb8mq4iba9tng23n"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
