import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_PAT = "pat-na1-ee918a64-ae1b-9f3f-f355-d69f82147ec2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
