import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LOOKER_CLIENT_SECRET = "q3HpSYV76vxRg4ztMQbg0iQg"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
