import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARE_OAUTH_SECRET = "sq0csp-LPhi5FBSDQKGAC4L-ouEBISSBr81Zp_AQIqXf8-YvMY"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
