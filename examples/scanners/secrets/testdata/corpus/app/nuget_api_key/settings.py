import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NUGET_API_KEY = "oy2aorq0ahfn1q2es1l9hnm4wgvsizcjy863458nc1blk9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
