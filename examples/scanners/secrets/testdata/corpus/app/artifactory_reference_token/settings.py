import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ARTIFACTORY_REFERENCE_TOKEN = "cmVmdGtuOjAxOxaVHJmZVJBeP8WDIFpNMT0blZUnzmE4Zw3zveCg2zPNe0fL9Dn5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
