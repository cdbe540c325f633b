import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ARTIFACTORY_REFERENCE_TOKEN = "cmVmdGtuOjAxOkJUrhmaxSNHHcAMC527T5E8TMyxfk7WFYLoCAg0nw0nGsicbPiL"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
