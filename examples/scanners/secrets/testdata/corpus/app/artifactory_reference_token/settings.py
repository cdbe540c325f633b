import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ARTIFACTORY_REFERENCE_TOKEN = "cmVmdGtuOjAxOzaVyWxT19RMTDsifLrzNO9l3Vt35eprz1V0BYDKOPfoKsNyfXEn"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
