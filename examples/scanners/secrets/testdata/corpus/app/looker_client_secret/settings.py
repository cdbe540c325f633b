import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LOOKER_CLIENT_SECRET = "naJflIZV20JsCRRw5dHV700M"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
