import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_AUTH_TOKEN = "fb7deb9343d798b3f67d962e7e77ce2a26f9c575b20a1ebffc12eeb1d123b869"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
