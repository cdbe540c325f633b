import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AUTHTOKEN = "glzTY92Al2eI98+XN1RQlIyVOOpaCMFE"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
