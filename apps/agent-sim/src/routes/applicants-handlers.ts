import type { Applicant, ApplicantDetail } from '@ridgeline/device-agent-client';
import { AgentError } from '../errors/agent-error';
import { pathParam, type AgentContext, type OperationHandlers } from './agent-context';

const notFound = (id: string) => new AgentError(404, 'NO_APPLICANT', `No applicant kept for ${id}`);

export function applicantsHandlers(context: AgentContext): OperationHandlers {
  const { applicants } = context;
  const keep = (id: string, detail: ApplicantDetail): Applicant => {
    const applicant = { id, detail: { ...detail }, updatedOn: new Date().toISOString() };
    applicants.set(id, applicant);
    return applicant;
  };
  return {
    getApplicant: async (request) => {
      const id = pathParam(request, 'id');
      const applicant = applicants.get(id);
      if (!applicant) throw notFound(id);
      return applicant;
    },
    createApplicant: async (request) => keep(pathParam(request, 'id'), request.body as ApplicantDetail),
    updateApplicant: async (request) => {
      const id = pathParam(request, 'id');
      if (!applicants.has(id)) throw notFound(id);
      return keep(id, request.body as ApplicantDetail);
    },
    deleteApplicant: async (request) => {
      const id = pathParam(request, 'id');
      if (!applicants.delete(id)) throw notFound(id);
      return { message: `Applicant ${id} forgotten` };
    },
  };
}
