import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DOCKERHUB_PAT = "dckr_pat_xzwyB064u68AihM8tiqkx9-ElpR"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
