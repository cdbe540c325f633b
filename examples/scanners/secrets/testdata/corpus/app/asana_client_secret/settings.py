import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ASANA_CLIENT_SECRET = "kthbi2pj6foii4graqxmrg4dp5apog4g"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
