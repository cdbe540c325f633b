import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HEROKUAPIKEY = "77ae138d-8f70-6ac4-6ed8-c43f2b37f247"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
