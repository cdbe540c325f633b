import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CIRCLECI_PAT = "CCIPAT_9hBdSCviPcoSG9us8zZWH7_3d75c5282f785bc3105376f2d240c707d30f1641"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
