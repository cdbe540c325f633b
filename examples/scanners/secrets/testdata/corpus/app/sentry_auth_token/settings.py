import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_AUTH_TOKEN = "c575b20a1ebffc12eeb1d123b8693c3ae14a7b2af1ef2b4fde3662f42e0e0cbf"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
