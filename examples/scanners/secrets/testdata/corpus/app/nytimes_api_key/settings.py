import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NYTIMES_API_KEY = "=WdSDhZX0LSUqvign9V4FK=C71aneNrh"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
