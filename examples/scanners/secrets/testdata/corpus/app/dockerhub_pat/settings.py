import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DOCKERHUB_PAT = "dckr_pat_a1rKBEqQhDezSAkNg5hCcxHAcKU"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
