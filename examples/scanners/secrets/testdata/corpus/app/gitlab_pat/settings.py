import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_PAT = "glpat-VzoGNbUdm7gMY_QrV8Rq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
