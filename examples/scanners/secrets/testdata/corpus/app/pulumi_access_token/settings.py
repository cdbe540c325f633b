import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PULUMI_ACCESS_TOKEN = "pul-89d9021019a26c40157a409cc225514e8f27e0c5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
