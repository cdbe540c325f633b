import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AWS_ACCESS_KEY_ID = "ASIAQ6NMDMGUDCKB5UX5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
