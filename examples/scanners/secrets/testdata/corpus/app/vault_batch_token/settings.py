import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

VAULT_BATCH_TOKEN = "hvb.FZ7ubI249rGyw5aCMyGXXAjkxSznBgRKMlQdZjzWtUH2LtQWF-DfPHyo9EkuFZCS71AxPl0cLqZ9v6sfT-HRCVoKPQvkaFMVolnoD_QWznwJC_V5GD3OHaDjOHRDn91hmZw5svnmvBHWEmJQwS_"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
