import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ARTIFACTORY_REFERENCE_TOKEN = "cmVmdGtuOjAxO9SlVAWrTT5xUQjd4B3dt4dWUTm6kyI3uesHNs4ufxsiqzw6mQwY"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
