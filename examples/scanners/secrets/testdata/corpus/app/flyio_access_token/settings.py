import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_ACCESS_TOKEN = "fo1_4ikxrxP3KDpBdK0oaL8jjRS6bO3FhxXUiFJ6TKjkqUp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
