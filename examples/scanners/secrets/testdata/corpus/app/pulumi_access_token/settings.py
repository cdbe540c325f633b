import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PULUMI_ACCESS_TOKEN = "pul-9576237257a8df769728b27e7f2d8b95338ce7dc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
